import { collectionDetailPage } from '@brids/ui';

export default collectionDetailPage({
  collection: 'sapa-mentari',
  listRoute: 'sapa-mentari',
});
