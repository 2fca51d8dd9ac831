import { collectionDetailPage } from '@brids/ui';

export default collectionDetailPage({
  collection: 'promos',
  listRoute: 'promo',
});
