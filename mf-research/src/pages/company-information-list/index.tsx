import { collectionListPage } from '@brids/ui';

export default collectionListPage({
  collection: 'companies',
  route: 'company-information-list',
  detailRoute: 'company-information',
});
