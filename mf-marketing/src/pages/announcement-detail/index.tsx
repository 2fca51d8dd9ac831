import { collectionDetailPage } from '@brids/ui';

export default collectionDetailPage({
  collection: 'announcements',
  listRoute: 'announcement',
});
