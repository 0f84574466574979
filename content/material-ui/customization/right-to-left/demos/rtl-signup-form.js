import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const themes = {
  rtl: createTheme({ direction: 'rtl' }),
  ltr: createTheme({ direction: 'ltr' }),
};

// Created on first use, in the browser, so server rendering never sees a second Emotion cache.
let rtlCache;
const getRtlCache = () =>
  (rtlCache ??= createCache({
    key: 'muirtl',
    stylisPlugins: [prefixer, rtlPlugin],
  }));

const text = {
  rtl: {
    lang: 'ar',
    title: 'إنشاء حساب',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    news: 'اشترك في النشرة',
    submit: 'تسجيل',
  },
  ltr: {
    lang: 'en',
    title: 'Create an account',
    name: 'Name',
    email: 'Email',
    news: 'Subscribe to the newsletter',
    submit: 'Sign up',
  },
};

export default function RtlSignupForm() {
  const [rtl, setRtl] = React.useState(false);
  const dir = rtl ? 'rtl' : 'ltr';
  const t = text[dir];
  const form = (
    <ThemeProvider theme={themes[dir]}>
      <Paper
        variant="outlined"
        dir={dir}
        lang={t.lang}
        component="form"
        sx={{ p: 2, maxWidth: 380 }}
        onSubmit={(e) => e.preventDefault()}
      >
        <Stack spacing={2}>
          <h3 style={{ margin: 0 }}>{t.title}</h3>
          <TextField label={t.name} name="name" autoComplete="name" size="small" />
          <TextField
            label={t.email}
            name="email"
            type="email"
            autoComplete="email"
            size="small"
          />
          <FormControlLabel control={<Switch defaultChecked />} label={t.news} />
          <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {t.submit}
          </Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={rtl} onChange={(e) => setRtl(e.target.checked)} />}
        label="Arabic, right to left"
      />
      {rtl ? <CacheProvider value={getRtlCache()}>{form}</CacheProvider> : form}
    </Stack>
  );
}
