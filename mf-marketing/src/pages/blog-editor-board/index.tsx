import { contentPage } from '@brids/ui';

export default contentPage('blog-editor-board', { trail: ['blog'] });
