/**
 * The agents' live chat (issue 28): waiting and active conversations kept current by the agents' stream
 * (GET /api/agent/chat/events, which also marks the agent online while the screen is open), taking one, its
 * thread with the assistant's transcript, sending and closing. Every message is shown as plain text.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { Title, useLocale, useTranslate } from 'react-admin';
import { HttpError } from 'ra-core';
import { CHAT_MESSAGE_MAX, agentChatEvent, type ChatConversation, type ChatConversationSummary, type ChatMessage } from '@brids/contracts/chat';
import { readEventStream } from '@brids/contracts/chat-stream';
import { useConsole } from '../console-context.tsx';
import { when } from '../entries/status.tsx';

const newClientId = () => crypto.randomUUID();

/** Messages merged by seq: each once, in order (the stream may send some again). */
function merge(known: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const bySeq = new Map(known.map((m) => [m.seq, m]));
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** One line of the thread, as text. */
function Line({ message }: { message: ChatMessage }) {
  const translate = useTranslate();
  const locale = useLocale();
  if (message.author === 'system') {
    return (
      <Typography component="li" variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary', my: 0.5 }}>
        {message.event === 'joined' ? translate('console.chat.joined', { name: message.agentName ?? '' }) : translate('console.chat.closedEvent')}
      </Typography>
    );
  }
  const who = message.author === 'agent' ? (message.agentName ?? translate('console.chat.author.agent')) : translate(`console.chat.author.${message.author}`);
  return (
    <Box component="li" sx={{ my: 0.5 }} className={`chat-line chat-line--${message.author}`}>
      <Typography variant="caption" color="text.secondary">
        {who} · {when(message.sentAt, locale)}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Typography>
    </Box>
  );
}

export function LiveChatScreen() {
  const translate = useTranslate();
  const locale = useLocale();
  const { api } = useConsole();
  const [list, setList] = useState<ChatConversationSummary[]>([]);
  const [selected, setSelected] = useState<ChatConversation | null>(null);
  const [online, setOnline] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const pendingId = useRef<string | null>(null);
  const selectedId = useRef<string | null>(null);
  // The stream's handlers read the selected conversation without restarting the stream.
  useEffect(() => {
    selectedId.current = selected?.id ?? null;
  }, [selected?.id]);

  const failed = useCallback((e: unknown) => setError(e instanceof HttpError ? ((e.body as { message?: string } | undefined)?.message ?? e.message) : String(e)), []);

  const loadList = useCallback(
    () => api.request<{ data: ChatConversationSummary[] }>('/api/agent/chat/conversations').then((answer) => setList(answer.data), failed),
    [api, failed],
  );
  const open = useCallback(
    (id: string) =>
      api.request<{ data: ChatConversation }>(`/api/agent/chat/conversations/${encodeURIComponent(id)}`).then((answer) => {
        setSelected((s) => (s && s.id === id ? { ...answer.data, messages: merge(s.messages, answer.data.messages) } : answer.data));
      }, failed),
    [api, failed],
  );

  useEffect(() => {
    const controller = new AbortController();
    void loadList();
    void readEventStream({
      url: `${api.baseUrl}/api/agent/chat/events`,
      headers: { Authorization: `Bearer ${api.tokens.get() ?? ''}` },
      signal: controller.signal,
      onConnection(isOpen) {
        setOnline(isOpen);
        // after a lost connection, whatever changed meanwhile
        if (isOpen) {
          void loadList();
          if (selectedId.current) void open(selectedId.current);
        }
      },
      onFatal: () => setError(translate('console.chat.streamRefused')),
      onEvent(event) {
        try {
          const data: unknown = JSON.parse(event.data);
          if (event.event === 'conversations') {
            void loadList();
            const id = (data as { id?: unknown }).id;
            if (typeof id === 'string' && id === selectedId.current) void open(id);
          } else if (event.event === 'message') {
            const parsed = agentChatEvent.safeParse(data);
            if (parsed.success && parsed.data.conversationId === selectedId.current) {
              setSelected((s) => (s && s.id === parsed.data.conversationId ? { ...s, messages: merge(s.messages, [parsed.data.message]) } : s));
            }
          }
        } catch {
          // not JSON: skipped
        }
      },
    });
    return () => controller.abort();
  }, [api, loadList, open, translate]);

  const act = (action: 'take' | 'close') => {
    if (!selected) return;
    setError(null);
    api.request<{ data: ChatConversation }>(`/api/agent/chat/conversations/${encodeURIComponent(selected.id)}/${action}`, { method: 'POST', body: {} }).then((answer) => {
      setSelected((s) => (s ? { ...answer.data, messages: merge(s.messages, answer.data.messages) } : answer.data));
      void loadList();
    }, failed);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    const body = draft.trim();
    if (!body || body.length > CHAT_MESSAGE_MAX) {
      setError(translate('console.chat.length', { max: CHAT_MESSAGE_MAX }));
      return;
    }
    pendingId.current ??= newClientId();
    setError(null);
    api.request<{ data: ChatMessage }>(`/api/agent/chat/conversations/${encodeURIComponent(selected.id)}/messages`, { method: 'POST', body: { clientId: pendingId.current, body } }).then((answer) => {
      pendingId.current = null;
      setDraft('');
      setSelected((s) => (s ? { ...s, messages: merge(s.messages, [answer.data]) } : s));
    }, failed);
  };

  const section = (status: 'waiting' | 'active') => {
    const items = list.filter((c) => c.status === status);
    return (
      <Box component="section" aria-labelledby={`chat-${status}`} sx={{ mb: 2 }}>
        <Typography id={`chat-${status}`} variant="h6" component="h2">
          {translate(`console.chat.${status}`)} ({items.length})
        </Typography>
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">{translate('console.chat.none')}</Typography>
        ) : (
          <List dense>
            {items.map((c) => (
              <ListItem key={c.id} disablePadding>
                <ListItemButton selected={c.id === selected?.id} onClick={() => void open(c.id)} aria-current={c.id === selected?.id ? 'true' : undefined}>
                  <ListItemText
                    primary={c.preview || translate('console.chat.noMessages')}
                    secondary={`${c.locale.toUpperCase()} · ${when(c.lastMessageAt, locale)}${c.agentName ? ` · ${c.agentName}` : ''}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    );
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('console.chat.title')} />
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="h5" component="h1">{translate('console.chat.title')}</Typography>
          <Chip size="small" color={online ? 'success' : 'default'} label={translate(online ? 'console.chat.online' : 'console.chat.offline')} />
        </Stack>
        {error ? <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>{error}</Alert> : null}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box sx={{ minWidth: 280, flex: '0 0 30%' }}>
            {section('waiting')}
            {section('active')}
          </Box>
          <Box component="section" aria-label={translate('console.chat.thread')} sx={{ flex: 1 }}>
            {selected ? (
              <>
                <Typography variant="subtitle1" component="h2">
                  {translate(`console.chat.status.${selected.status}`)}
                  {selected.agentName ? ` · ${selected.agentName}` : ''}
                </Typography>
                {/* Focusable: a keyboard scrolls a long thread. */}
                <Box role="log" aria-live="polite" aria-label={translate('console.chat.thread')} tabIndex={0} sx={{ maxHeight: 420, overflowY: 'auto' }}>
                  <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {selected.messages.map((m) => (
                      <Line key={m.seq} message={m} />
                    ))}
                  </Box>
                </Box>
                <Stack direction="row" spacing={1} sx={{ my: 1 }}>
                  {selected.status === 'waiting' ? <Button variant="contained" onClick={() => act('take')}>{translate('console.chat.take')}</Button> : null}
                  {selected.status !== 'closed' ? <Button variant="outlined" onClick={() => act('close')}>{translate('console.chat.close')}</Button> : null}
                </Stack>
                {selected.status === 'active' ? (
                  <Box component="form" onSubmit={send} noValidate>
                    <TextField
                      label={translate('console.chat.message')}
                      value={draft}
                      onChange={(e) => {
                        setDraft(e.target.value);
                        pendingId.current = null;
                      }}
                      multiline
                      minRows={2}
                      fullWidth
                      helperText={`${draft.trim().length}/${CHAT_MESSAGE_MAX}`}
                      error={draft.trim().length > CHAT_MESSAGE_MAX}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) send(e);
                      }}
                    />
                    <Button type="submit" variant="contained" sx={{ mt: 1 }}>{translate('console.chat.send')}</Button>
                  </Box>
                ) : null}
              </>
            ) : (
              <Typography color="text.secondary">{translate('console.chat.choose')}</Typography>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
