import './tokens.css';
export { Container } from './container.tsx';
export { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
export { crumbTo } from './crumbs.ts';
export { PageHeader, type PageHeaderProps } from './page-header.tsx';
export { preloadRichText, RichText, setServerRichTextSanitizer } from './rich-text.tsx';
export { EmptyState, type EmptyKind } from './empty-state.tsx';
export { Pagination } from './pagination.tsx';
export { StatusPage } from './status-page.tsx';
export {
  NotFoundPage,
  UnderRepairPage,
  ServerErrorPage,
  ContentUnavailablePage,
  PageUnavailablePage,
  ErrorPageFailure,
  RouteErrorPage,
  isRemoteUnavailable,
} from './error-pages.tsx';
export { Facts, type Fact } from './facts.tsx';
// Popup, Tabs and SelectPanel are subpath entries (`@brids/ui/popup`, `@brids/ui/tabs`,
// `@brids/ui/select-panel`), not part of this shared singleton: whatever the singleton exports is on
// every page's first view, and few pages use them (docs/decisions.md, lean shared libraries).
export { StatusLabel, type StatusLabelVariant } from './status-label.tsx';
export { Badge, type BadgeVariant } from './badge.tsx';
export { Image, type ImageProps } from './image.tsx';
export {
  IMAGE_WIDTHS,
  optimisedImageUrl,
  optimisedSrcSet,
  imageWidths,
  type ImageFormat,
  type ImageUrlOptions,
} from './image-url.ts';
