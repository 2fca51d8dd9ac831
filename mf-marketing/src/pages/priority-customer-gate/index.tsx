import { contentPage } from '@brids/ui';

export default contentPage('priority-customer-gate', { trail: ['products-and-services'] });
