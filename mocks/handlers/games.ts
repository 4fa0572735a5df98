import { gamesEndpoints as ep } from '@/api/endpoints/games';
import { fail, handle } from '../platform/handle';
import { paginate } from '../platform/paging';
import { CONTENT_MESSAGES } from './content-messages';
import { toGameDetail, toGameView } from './content-views';
import { byDesc } from './feed-order';

export const gamesHandlers = [
  handle(ep.tags, ({ db, lang }) =>
    db.content.gameTags.map((t) => ({ tagId: t.tagId, name: t.name[lang] })),
  ),
  handle(ep.list, ({ db, query }) => {
    const rows = db.content.games
      .filter((g) => !query.tagId || g.tagIds.includes(query.tagId))
      .sort(byDesc((g) => g.playerNum));
    const page = paginate(rows, query.page, query.limit, query.sort, 'desc');
    return { ...page, resultList: page.resultList.map(toGameView) };
  }),
  handle(ep.detail, ({ db, path }) => {
    const game = db.content.games.find((g) => g.id === path.id);
    return game ? toGameDetail(game) : fail(CONTENT_MESSAGES.gameNotFound);
  }),
  handle(ep.more, ({ db, query }) =>
    db.content.games
      .filter((g) => g.id !== query.gameId)
      .sort(byDesc((g) => (g.isHot ? 1e9 : 0) + g.playerNum))
      .slice(0, query.limit)
      .map(toGameView),
  ),
  handle(ep.active, ({ db, lang }) =>
    db.content.activeGames.flatMap((a) => {
      const game = db.content.games.find((g) => g.id === a.gameId);
      if (!game) return [];
      return [
        {
          game: toGameView(game),
          title: a.title[lang],
          banner: `img/game/${game.id}-event.svg?w=750&h=300`,
          startAt: a.startAt,
          endAt: a.endAt,
        },
      ];
    }),
  ),
];
