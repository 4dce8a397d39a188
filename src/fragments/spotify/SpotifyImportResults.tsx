// Each playlist's import result (core.md 3 'Other': playlist, errors {errorCode, errorMessage}, traceId):
// a link to the imported playlist, or why it was not imported.
import { useTranslation } from 'react-i18next';
import { musicPath } from '../../pages/music/musicQueries';
import { Link } from '../../ui/Link';
import type { ImportResults } from './SpotifyImport';

export interface SpotifyImportResultsProps {
  results: ImportResults;
  /** Names of the service's playlists by URI, for the ones not imported. */
  names: ReadonlyMap<string, string>;
  Heading: 'h2' | 'h3';
}

export function SpotifyImportResults({ results, names, Heading }: SpotifyImportResultsProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="spotify-import-results" className="spotify-import__results">
      <Heading id="spotify-import-results">{t('spotifyImport.results')}</Heading>
      <ul>
        {results.map((result) => (
          <li key={result.playlistUri} className="spotify-import__result" data-outcome={result.playlist ? 'imported' : 'failed'}>
            {result.playlist ? (
              <>
                <span className="spotify-import__outcome">{t('spotifyImport.imported')}</span>{' '}
                <Link href={musicPath(result.playlist.id)}>{result.playlist.name}</Link>
              </>
            ) : (
              <>
                <span className="spotify-import__outcome">{t('spotifyImport.notImported')}</span> <span>{names.get(result.playlistUri) ?? result.playlistUri}</span>
                <ul className="spotify-import__errors">
                  {result.errors.map((error) => (
                    <li key={error.errorCode}>{error.errorMessage}</li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
