import type { BlogPost } from '../api/blog-api';
import { blogPostPath } from '../blog-paths';
import { shareDescription } from '../utils/share-description';
import { postDate } from './post-meta';
import { SITE_TITLE } from '@/lib/use-document-title';
import defaultShareImage from '../assets/blog-share.jpg';

/** The size of the site's own share image (the size link previews expect). */
const SHARE_IMAGE_SIZE = { width: '1200', height: '630' };

/**
 * What a link preview or a search result shows of a post: its canonical address, title, description
 * (160 characters), picture (the post's own or first inline image, else the site's default) and
 * dates. React places these tags in the document's head while the post is shown. The page is only
 * rendered in the browser, so its origin is known.
 */
export function PostShareMeta({ post }: { post: BlogPost }) {
  const origin = window.location.origin;
  const url = `${origin}${blogPostPath(post)}`;
  const image = post.share_image_url ?? new URL(defaultShareImage, origin).href;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content={SITE_TITLE} />
      <meta property="og:locale" content="ro_RO" />
      <meta property="og:title" content={post.title} />
      <meta property="og:description" content={shareDescription(post.excerpt)} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      {post.share_image_url ? null : (
        <>
          <meta property="og:image:width" content={SHARE_IMAGE_SIZE.width} />
          <meta property="og:image:height" content={SHARE_IMAGE_SIZE.height} />
        </>
      )}
      <meta property="article:published_time" content={postDate(post)} />
      <meta property="article:modified_time" content={post.updated_at} />
      {post.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
