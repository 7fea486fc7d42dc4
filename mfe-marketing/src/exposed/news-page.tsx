export { NewsPage as default } from '../features/news/news-page';
