import { collectionListPage } from '@brids/ui';

export default collectionListPage({
  collection: 'blogs',
  route: 'blog',
  detailRoute: 'blog-detail',
});
