// A pasted playlist link or URI, checked before it is added (core.md 5 'Playlist import': otherwise
// 'Not a spotify playlist').
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { spotifyMessages, spotifyPlaylistId } from '../../domain/spotify';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

export function SpotifyUriField({ onAdd }: { onAdd: (uri: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Form
      className="spotify-import__uri"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (!spotifyPlaylistId(value)) return setError(spotifyMessages.notAPlaylist);
        setError(undefined);
        setValue('');
        onAdd(value);
      }}
    >
      <TextField label={t('spotifyImport.uri')} description={t('spotifyImport.uriDescription')} value={value} onChange={setValue} errorMessage={error} />
      <Button type="submit">{t('spotifyImport.addUri')}</Button>
    </Form>
  );
}
