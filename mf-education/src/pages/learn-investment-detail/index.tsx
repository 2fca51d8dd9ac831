import { collectionDetailPage } from '@brids/ui';

export default collectionDetailPage({
  collection: 'learn-investment',
  listRoute: 'education',
});
