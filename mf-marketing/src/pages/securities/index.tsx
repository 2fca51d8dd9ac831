import { contentPage } from '@brids/ui';

export default contentPage('securities', { trail: ['products-and-services'] });
