import { collectionListPage } from '@brids/ui';

export default collectionListPage({
  collection: 'faqs',
  route: 'faq',
  detailRoute: 'faq-detail',
});
