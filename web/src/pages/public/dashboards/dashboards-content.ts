/** Romanian copy of /dashboards (the six examples themselves live in features/dashboard-examples). */
import { LayoutDashboard, MonitorSmartphone, WifiOff } from 'lucide-react';

export const dashboardsContent = {
  metaDescription:
    'Șase exemple de dashboard-uri Home Assistant: panoul casei, energie și panouri solare, irigații, parametri, statistici. Pe telefon, tabletă sau calculator.',
  eyebrow: 'Home Assistant',
  lead: 'Dashboard-ul este panoul de control al casei: îl deschizi pe telefon, pe o tabletă de pe perete sau pe calculator. Iată șase exemple, de la privirea de ansamblu la energie și irigații. Apasă pe o imagine ca s-o vezi mărită.',
  galleryTitle: 'Galeria de exemple',
  whyTitle: 'Un dashboard făcut pentru casa ta',
  why: [
    {
      icon: MonitorSmartphone,
      title: 'Pe orice ecran',
      text: 'Același dashboard se așază singur pe ecranul pe care îl folosești: aplicația Home Assistant de pe telefon, o tabletă prinsă pe perete sau browserul de pe laptop.',
    },
    {
      icon: LayoutDashboard,
      title: 'Organizat cum trăiești',
      text: 'Camere, scenarii, energie sau irigații: stabilim împreună ce vezi întâi și ce rămâne la o atingere distanță, ca toată familia să-l folosească fără instrucțiuni.',
    },
    {
      icon: WifiOff,
      title: 'Merge și fără internet',
      text: 'Dashboard-ul rulează pe Raspberry Pi-ul din casa ta. În rețeaua de acasă răspunde instant, chiar și când pică internetul.',
    },
  ],
  ctaTitle: 'Vrei un dashboard ca acestea?',
  ctaText:
    'Îl construim pe camerele, dispozitivele și obiceiurile casei tale. Vezi ce include fiecare pachet sau cere o ofertă.',
  ctaPackages: 'Compară pachetele',
  ctaContact: 'Cere o ofertă',
};
