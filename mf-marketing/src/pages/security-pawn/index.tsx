import { contentPage } from '@brids/ui';

export default contentPage('security-pawn', { trail: ['products-and-services'] });
