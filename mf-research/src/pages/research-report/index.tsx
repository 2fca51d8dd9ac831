import { collectionListPage } from '@brids/ui';

export default collectionListPage({
  collection: 'research-reports',
  route: 'research-report',
  detailRoute: 'research-report-detail',
});
