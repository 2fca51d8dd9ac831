import { collectionDetailPage } from '@brids/ui';

export default collectionDetailPage({
  collection: 'faqs',
  listRoute: 'faq',
});
