/**
 * framer-motion's animation features, split off so pages that use the small `m` components
 * (the public board) paint first and animate once this chunk arrives. Load it through
 * `loadMotionFeatures` given to <LazyMotion features={...}>.
 */
export { domAnimation as default } from 'framer-motion';
