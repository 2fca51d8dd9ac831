import { collectionListPage } from '@brids/ui';

export default collectionListPage({
  collection: 'sapa-mentari',
  route: 'sapa-mentari',
  detailRoute: 'sapa-mentari-detail',
});
