import { contentPage } from '@brids/ui';

export default contentPage('products-and-services');
