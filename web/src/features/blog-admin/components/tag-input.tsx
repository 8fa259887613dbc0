import { TagInput as SharedTagInput } from '@/components/ui/tag-input';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';

const t = blogAdminTexts.form;
const texts = {
  label: t.tags,
  placeholder: t.tagPlaceholder,
  add: t.addTag,
  remove: t.removeTag,
  list: t.tagList,
};

/** The post's tags: the shared tag entry with the blog's texts. */
export function TagInput(props: { id: string; tags: string[]; onChange: (tags: string[]) => void }) {
  return <SharedTagInput {...props} texts={texts} />;
}
