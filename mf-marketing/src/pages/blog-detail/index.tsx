import { collectionDetailPage } from '@brids/ui';

export default collectionDetailPage({
  collection: 'blogs',
  listRoute: 'blog',
});
