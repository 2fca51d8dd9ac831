import { contentPage } from '@brids/ui';

export default contentPage('loss-insurances', { trail: ['products-and-services'] });
