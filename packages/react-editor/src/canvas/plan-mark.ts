// The mark itself, loaded only for a plan that has one: its text fitting (the builder's) and the
// English strings it is written in stay out of the editor's first frame.
export { englishWatermarkText, withWatermark } from '@figura/sdk-core/render';
