// The `@figura/react-editor/gallery` entry: the gallery filter's provider without the editor
// (no fabric, no canvas), for a page that only shows the gallery.
export { GalleryProvider, useGallery, type GalleryProviderProps } from './GalleryProvider';
