import { collectionListPage } from '@brids/ui';

export default collectionListPage({
  collection: 'announcements',
  route: 'announcement',
  detailRoute: 'announcement-detail',
  emptyKind: 'announcements',
});
