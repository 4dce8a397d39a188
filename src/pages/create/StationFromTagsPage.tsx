// /create/station/from-tags (core.md 2 'Create', 3 'Playlist (collection)'): the user picks tags from
// the tag groups (genres, moods, tempo, vocals, decades) and names the station; the tags chosen are
// kept in the URL's tags (so a link can preselect them), and the station is a recipe of those groups.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { MUSIC_TAG_GROUPS, STATION_NAME_MAX, isMusicTag, promptMessages, tagTitleOf } from '../../domain/musicTags';
import { messages, requiredString } from '../../domain/validation';
import createTexts from '../../i18n/en/create.json';
import { registerTexts } from '../../i18n/i18n';
import { parseSearch } from '../../routing/searchParams';
import { useSelectedAccountId } from '../../session/SessionProvider';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { showSubmitError } from '../../ui/formErrors';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { useZodForm } from '../../ui/forms';
import { Link } from '../../ui/Link';
import { CREATE_PATH, stationTagsSearch } from './createQueries';
import { useCreateStation } from './useCreateStation';
import './CreatePages.css';

registerTexts(createTexts);

const nameSchema = z.object({ name: requiredString.check(z.maxLength(STATION_NAME_MAX, messages.maxLength(STATION_NAME_MAX))) });

/** A name for a station of these tags, until the user writes one: 'Jazz & Mellow Station'. */
export const stationNameOf = (tags: readonly string[]) => (tags.length ? `${tags.slice(0, 3).map(tagTitleOf).join(' & ')} Station` : '');

export function StationFromTagsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const accountId = useSelectedAccountId();
  const createStation = useCreateStation();
  // The page's own list is the truth while it is open (quick clicks each see the one before); the URL follows it.
  const [tags, setTags] = useState(() => parseSearch(stationTagsSearch, params).tags.filter(isMusicTag));
  const form = useZodForm(nameSchema, { name: stationNameOf(tags) });
  const [formError, setFormError] = useState<string>();

  // react-hook-form's functions keep their identity across renders; the form object does not.
  const { reset, getFieldState } = form;
  useEffect(() => {
    setParams({ tags }, { replace: true });
    // The name follows the tags until the user changes it.
    if (!getFieldState('name').isDirty) reset({ name: stationNameOf(tags) });
  }, [tags, setParams, reset, getFieldState]);

  const toggleTag = (slug: string, selected: boolean) => setTags((current) => (selected ? [...current.filter((tag) => tag !== slug), slug] : current.filter((tag) => tag !== slug)));

  const onSubmit = form.handleSubmit(async ({ name }) => {
    if (!accountId) return;
    if (!tags.length) return setFormError(promptMessages.noTags);
    setFormError(undefined);
    try {
      await createStation({ owner: accountId, name, tags });
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
    }
  });

  return (
    <div className="create-page">
      <Link href={CREATE_PATH}>{t('create.prompt.back')}</Link>
      <h1 id="station-tags-title">{t('create.station.tagsTitle')}</h1>
      <p className="create-page__intro">{t('create.station.tagsIntro')}</p>
      <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-labelledby="station-tags-title" className="create-form">
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <div className="create-tag-groups">
          {MUSIC_TAG_GROUPS.map((group) => (
            // A native fieldset groups each set of tags: react-aria's CheckboxGroup would grow the Checkbox chunk every page with a checkbox loads.
            <fieldset key={group.id} className="create-tag-group">
              <legend className="field__label">{group.title}</legend>
              {group.tags.map((tag) => (
                <Checkbox key={tag.slug} isSelected={tags.includes(tag.slug)} onChange={(selected) => toggleTag(tag.slug, selected)}>
                  {tag.title}
                </Checkbox>
              ))}
            </fieldset>
          ))}
        </div>
        <FormTextField control={form.control} name="name" label={t('create.station.name')} maxLength={STATION_NAME_MAX} />
        <div>
          <Button type="submit" variant="primary" isPending={form.formState.isSubmitting} isDisabled={!accountId}>
            {t('create.station.create')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
