import type { FeatureBundle } from 'framer-motion';
import { retryImport } from './lazy-with-retry.js';

/** For <LazyMotion features={loadMotionFeatures}>: the animation code arrives after first paint (fetched again after a Wi-Fi drop). */
export const loadMotionFeatures = (): Promise<FeatureBundle> => retryImport(() => import('./motion-features.js')).then((mod) => mod.default);
