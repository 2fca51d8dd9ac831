import { collectionListPage } from '@brids/ui';

export default collectionListPage({
  collection: 'eduvest-events',
  route: 'brids-eduvest',
  detailRoute: 'brids-eduvest-detail',
  trail: ['education'],
});
