import { collectionListPage } from '@brids/ui';

export default collectionListPage({
  collection: 'corporate-actions',
  route: 'corporate-action',
});
