import { EMPTY_STORY, formFieldOf, paragraphsOf, previewStory, toStoryInput } from './story-form';

test('a body is its paragraphs, apart by blank lines', () => {
  expect(paragraphsOf('One\nstill one.\n\n\n  Two.  \n \nThree.\n\n')).toEqual(['One\nstill one.', 'Two.', 'Three.']);
});

test('names each field of the API by the editor field that holds it', () => {
  expect(formFieldOf('text.ar.body.3')).toBe('arBody');
  expect(formFieldOf('text.en.photoAlt')).toBe('enPhotoAlt');
  expect(formFieldOf('slug')).toBe('slug');
  expect(formFieldOf('text.fr.title')).toBeUndefined();
  expect(formFieldOf('state')).toBeUndefined();
});

test('sends the photo and its descriptions only when there is a photo', () => {
  const values = { ...EMPTY_STORY, enPhotoAlt: 'Left over', arTitle: 'عنوان' };
  expect(toStoryInput(values)).not.toHaveProperty('photo');
  expect(toStoryInput(values).text.en).not.toHaveProperty('photoAlt');
  const withPhoto = toStoryInput({ ...values, photo: 'a'.repeat(64) });
  expect(withPhoto).toMatchObject({ photo: 'a'.repeat(64), text: { en: { photoAlt: 'Left over' }, ar: { photoAlt: '' } } });
});

test('previews a language with placeholders where nothing is typed yet', () => {
  const now = '2026-11-29T10:00:00.000Z';
  const story = previewStory(
    { ...EMPTY_STORY, arTitle: 'عنوان الخبر', photo: 'b'.repeat(64), arPhotoAlt: 'صورة' },
    'ar',
    undefined,
    now,
  );
  expect(story).toMatchObject({
    title: 'عنوان الخبر',
    author: 'Author',
    publishedAt: now,
    photo: { url: `/api/stories/photos/${'b'.repeat(64)}`, alt: 'صورة' },
    related: [],
  });
});
