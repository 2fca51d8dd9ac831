import { collectionListPage } from '@brids/ui';

export default collectionListPage({
  collection: 'recommendations',
  route: 'recommendation',
});
