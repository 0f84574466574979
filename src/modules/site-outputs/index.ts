export { OG_IMAGE_SIZE, SITEMAP_PATH, llmsPath, markdownPath, ogImagePath } from './paths';
