import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSession } from '../session/SessionContext.js';
import type { Profile } from './types.js';
import { Section } from './Section.js';
import type { AccountChangeProps } from './useReauth.js';
import { usePhoneCode } from './usePhoneCode.js';

/** The SMS second factor: the phones enrolled (each removable), and a phone to add, confirmed by its code. */
export function SecondFactorSection({ profile, run, onChanged }: AccountChangeProps & { profile: Profile }) {
  const { profile: port } = useSession();
  const translate = useTranslate();
  const phone = usePhoneCode((number) => run(() => port.startSecondFactor(number)), onChanged);

  const remove = (uid: string) => run(() => port.removeSecondFactor(uid)).then(onChanged);

  return (
    <Section
      title={translate('vegeo.profile.secondFactor')}
      action={{ label: translate(phone.sent ? 'vegeo.profile.enableSecondFactor' : 'vegeo.login.sendCode'), run: phone.next, done: phone.sent ? undefined : translate('vegeo.profile.secondFactorDone') }}
    >
      <Typography>{translate(profile.secondFactors.length ? 'vegeo.profile.secondFactorOn' : 'vegeo.profile.secondFactorOff')}</Typography>
      {profile.secondFactors.length ? (
        <List dense>
          {profile.secondFactors.map((factor) => (
            <ListItem key={factor.uid} secondaryAction={<Button onClick={() => void remove(factor.uid)}>{translate('vegeo.profile.removeSecondFactor')}</Button>}>
              <ListItemText primary={factor.label} />
            </ListItem>
          ))}
        </List>
      ) : null}
      {phone.fields}
    </Section>
  );
}
