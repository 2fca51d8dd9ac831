import { collectionDetailPage } from '@brids/ui';

export default collectionDetailPage({
  collection: 'research-reports',
  listRoute: 'research-report',
});
