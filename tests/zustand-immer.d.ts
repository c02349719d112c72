/**
 * The client's draft store type names zustand's `zustand/immer` mutator, whose shape comes from a
 * module augmentation in zustand/middleware/immer. This project reads the client through its emitted
 * declarations (tsconfig.json references), which do not carry that import along, so it is loaded here.
 */
import type {} from 'zustand/middleware/immer';
