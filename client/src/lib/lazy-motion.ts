import type { FeatureBundle } from 'framer-motion';

/** For <LazyMotion features={loadMotionFeatures}>: the animation code arrives after first paint. */
export const loadMotionFeatures = (): Promise<FeatureBundle> => import('./motion-features.js').then((mod) => mod.default);
