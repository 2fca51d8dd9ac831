import { Button, Card, CardContent, Typography } from '@mui/material';
import { useCreatePath, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useConsole } from './console-context.tsx';

/** The live chat's resource name (its screen: chat/live-chat.tsx). */
export const LIVE_CHAT = 'live-chat';

/** Whether these roles answer the live chat (agents; an admin may too). */
export function answersChat(roles: readonly string[]): boolean {
  return roles.includes('agent') || roles.includes('admin');
}

/**
 * The console's first screen, by what the account may do: editors are told where content is and that drafts stay
 * hidden; agents are sent to the live chat; an account that may do neither is told to ask for a role.
 */
export function Dashboard() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  const { kinds } = useConsole();
  const roles = permissions ?? [];
  const edits = kinds.length > 0;
  const chats = answersChat(roles);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('console.dashboard.title', { name: identity?.fullName ?? '' })}
        </Typography>
        {edits && <Typography>{translate('console.dashboard.intro')}</Typography>}
        {chats && (
          <>
            <Typography sx={{ mt: edits ? 1 : 0 }}>{translate('console.dashboard.chat')}</Typography>
            <Button component={Link} to={createPath({ resource: LIVE_CHAT, type: 'list' })} variant="contained" sx={{ mt: 1 }}>
              {translate('console.dashboard.openChat')}
            </Button>
          </>
        )}
        {roles.length > 0 && (
          <Typography sx={{ mt: 1 }}>
            {translate('console.dashboard.roles', { roles: roles.map((role) => translate(`console.users.role.${role}`, { _: role })).join(', ') })}
          </Typography>
        )}
        {!edits && !chats && <Typography sx={{ mt: 1 }}>{translate('console.dashboard.none')}</Typography>}
      </CardContent>
    </Card>
  );
}
