// The Share dialog on its own (a static import, so only the dialog's code comes with it, not the
// editor's): My creations loads this module when a creation is shared.
export { ShareDialog as default } from '@figura/react-editor';
