// The `@figura/react-editor/breadcrumbs` entry: the breadcrumbs trail's provider without the
// editor (no fabric, no canvas), for any page that shows a trail.
export {
  BreadcrumbsProvider,
  useBreadcrumbs,
  type BreadcrumbsProviderProps,
} from './BreadcrumbsProvider';
