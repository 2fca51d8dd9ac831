import { contentPage } from '@brids/ui';

export default contentPage('eba-retail', { trail: ['products-and-services'] });
