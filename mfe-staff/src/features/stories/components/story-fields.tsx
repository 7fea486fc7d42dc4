import { LOCALE_DIRECTIONS, LOCALE_NAMES, type Locale } from 'contracts/languages';
import type { StoryContent } from 'contracts/staff';
import { STORY_CATEGORIES, STORY_PICTURES } from 'contracts/story-rules';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { SelectField, TextareaField, TextField } from 'shared-ui/forms';
import { STORY_CATEGORY_LABELS, STORY_PICTURE_LABELS } from '../../../lib/format';
import { type StoryField, type StoryFormValues, textField } from '../story-form';
import { PhotoField } from './photo-field';
import styles from './stories.module.css';

type StoryForm = UseFormReturn<StoryFormValues, unknown, StoryContent>;
type FieldProps = ReturnType<StoryForm['register']> & { id: string; error?: string };

const CATEGORY_OPTIONS = STORY_CATEGORIES.map((value) => ({ value, label: STORY_CATEGORY_LABELS[value] }));
const PICTURE_OPTIONS = STORY_PICTURES.map((value) => ({ value, label: STORY_PICTURE_LABELS[value] }));

interface StoryFieldsProps {
  form: StoryForm;
  /** Once published, the web address is fixed. */
  published: boolean;
}

/** The story's fields: where it is filed and its picture, then its words in English and Arabic side by side. */
export function StoryFields({ form, published }: StoryFieldsProps) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = form;
  const fieldProps = (name: StoryField): FieldProps => ({ id: `${id}-${name}`, error: errors[name]?.message, ...register(name) });

  return (
    <>
      <p className={styles.requiredNote}>Fields marked with an asterisk (*) are required.</p>
      <div className={styles.fieldRow}>
        <SelectField label="Category" required options={CATEGORY_OPTIONS} {...fieldProps('category')} />
        <SelectField
          label="Artwork"
          required
          hint="Shown when the story has no photo."
          options={PICTURE_OPTIONS}
          {...fieldProps('picture')}
        />
      </div>
      <TextField
        label="Web address"
        optional={!published}
        hint={
          published
            ? 'Fixed since the story was published: links to it keep working.'
            : 'The end of /news/…; left empty, it is made from the English title. It cannot change once the story is published.'
        }
        type="text"
        readOnly={published}
        spellCheck={false}
        autoComplete="off"
        {...fieldProps('slug')}
      />
      <PhotoField form={form} />
      <div className={styles.languages}>
        <LanguageFields locale="en" form={form} fieldProps={fieldProps} />
        <LanguageFields locale="ar" form={form} fieldProps={fieldProps} />
      </div>
    </>
  );
}

/** One language's words; the Arabic ones typed right to left. */
function LanguageFields({
  locale,
  form,
  fieldProps,
}: {
  locale: Locale;
  form: StoryForm;
  fieldProps: (name: StoryField) => FieldProps;
}) {
  const hasPhoto = Boolean(useWatch({ control: form.control, name: 'photo' }));
  const language = { lang: locale, dir: LOCALE_DIRECTIONS[locale] };
  const text = (field: 'title' | 'author', label: string) => (
    <TextField label={label} required type="text" autoComplete="off" {...language} {...fieldProps(textField(locale, field))} />
  );
  return (
    <fieldset className={styles.language}>
      <legend>{LOCALE_NAMES[locale]}</legend>
      {text('title', 'Title')}
      <TextareaField
        label="Summary"
        required
        hint="On the story's card and in search results."
        rows={3}
        {...language}
        {...fieldProps(textField(locale, 'summary'))}
      />
      {text('author', 'Author')}
      <TextareaField
        label="Story"
        required
        hint="Leave a blank line between paragraphs."
        rows={12}
        {...language}
        {...fieldProps(textField(locale, 'body'))}
      />
      {hasPhoto && (
        <TextField
          label="Photo description"
          required
          hint="What the photo shows, for those who cannot see it."
          type="text"
          autoComplete="off"
          {...language}
          {...fieldProps(textField(locale, 'photoAlt'))}
        />
      )}
    </fieldset>
  );
}
