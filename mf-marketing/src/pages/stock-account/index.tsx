import { contentPage } from '@brids/ui';

export default contentPage('stock-account', { trail: ['products-and-services'] });
