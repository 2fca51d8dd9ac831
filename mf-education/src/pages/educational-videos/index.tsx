import { collectionListPage } from '@brids/ui';

export default collectionListPage({
  collection: 'educational-videos',
  route: 'educational-videos',
  trail: ['education'],
});
