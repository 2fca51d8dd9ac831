import { collectionListPage } from '@brids/ui';

export default collectionListPage({
  collection: 'promos',
  route: 'promo',
  detailRoute: 'promo-detail',
});
