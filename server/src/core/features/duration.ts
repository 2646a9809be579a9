/** Compact duration labels shared by hovers, inlay hints and the code lens (written by ./format.ts). */
export { compactDuration, gapLabel, humanDuration } from './format.js';
