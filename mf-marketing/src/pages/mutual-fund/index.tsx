import { contentPage } from '@brids/ui';

export default contentPage('mutual-fund', { trail: ['products-and-services'] });
