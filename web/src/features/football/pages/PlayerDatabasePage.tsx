import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { adminEditPlayerHref, hasPermission, playerHref, ROUTES } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { Pager } from '../../../components/Pager';
import { PLAYER_PAGE_SIZE, searchReady, usePlayerSearch } from '../api/search';
import { ClaimsPanel } from '../components/ClaimsPanel';
import { FILTER_KEYS, PlayerFilters, type PlayerFilterValues } from '../components/PlayerFilters';
import { PlayerCards } from '../components/PlayerCards';
import '../football.css';

/**
 * The player database: `/database4football`, `/database4football1`, `/search-player` (public) and
 * `/admin/search-players` (data scouts and administrators: unpublished profiles too, edit links, pending claims).
 * Every filter lives in the URL (§2 query parameters), so a search can be shared and the back button works.
 */
export function PlayerDatabasePage({ admin = false }: { admin?: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { roles } = useSession();
  const mayEdit = admin && hasPermission(roles, 'manage_players');
  const values = useMemo(() => Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as unknown as PlayerFilterValues, [params]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = { ...values, offset: (page - 1) * PLAYER_PAGE_SIZE, includeUnpublished: mayEdit };
  const { data, isFetching, isPending } = usePlayerSearch(search);

  // The address as last asked for, until the router has it: the name and the age apply 300 ms after typing, and a
  // change asked for while another is still on its way must build on it (window.location lags until the navigation
  // commits, so two changes close together kept only the later one: the every-form guard lost the age).
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (asked.current?.toString() === params.toString()) asked.current = null;
  }, [params]);
  const update = useCallback(
    (next: Partial<PlayerFilterValues> & { page?: number }) => {
      const merged = new URLSearchParams(asked.current ?? window.location.search);
      for (const [key, value] of Object.entries(next)) {
        if (value === '' || value === undefined || (key === 'page' && value === 1)) merged.delete(key);
        else merged.set(key, String(value));
      }
      if (!('page' in next)) merged.delete('page');
      asked.current = merged;
      setParams(merged);
    },
    [setParams],
  );

  return (
    <section className="football-page" data-testid="player-database">
      <header className="football-page__header">
        <h1>{admin ? t('football.database.adminTitle') : t('football.database.title')}</h1>
        <p className="muted">{t('football.database.intro')}</p>
        {!admin ? <Link to={ROUTES.registerPlayerProfile}>{t('football.database.registerLink')}</Link> : null}
      </header>
      {mayEdit ? <ClaimsPanel /> : null}
      <div className="football-database">
        <PlayerFilters values={values} onChange={update} />
        <div aria-busy={isFetching} className="football-database__results">
          {!searchReady(search) ? <p className="muted">{t('form.typeMore', { count: 4 })}</p> : null}
          {searchReady(search) && isPending ? <p className="muted">{t('common.loading')}</p> : null}
          {data ? (
            <>
              <p className="muted" data-testid="player-search-total">{t('football.database.total', { total: data.total })}</p>
              {data.rows.length === 0 ? <p className="muted">{t('common.noData')}</p> : null}
              <PlayerCards players={data.rows} testId="player-results" linkTo={mayEdit ? (player) => adminEditPlayerHref(player.id) : (player) => playerHref(player.slug)} />
              <Pager page={page} pageSize={PLAYER_PAGE_SIZE} total={data.total} onPage={(next) => update({ page: next })} showTotal />
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export const AdminPlayerSearchPage = () => <PlayerDatabasePage admin />;
