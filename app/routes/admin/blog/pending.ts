import { useNavigation } from 'react-router'

/** True while a post of this page sent by one of `intents` is on its way (and while its redirect loads). */
export function usePendingIntent(intents: readonly string[]): boolean {
  const navigation = useNavigation()
  if (navigation.state === 'idle' || navigation.formMethod?.toUpperCase() !== 'POST') return false
  const intent = navigation.formData?.get('intent')
  return typeof intent === 'string' && intents.includes(intent)
}
